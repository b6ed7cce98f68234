import type { ClassProvider, FactoryProvider, InjectionToken, RegistrationOptions, TokenProvider, ValueProvider } from "tsyringe";

/** A class token that may be abstract, such as {@link TemplateExpander}. */
export type AbstractClassToken<T> = abstract new (...args: never[]) => T;

/** Casts an abstract class to the token type tsyringe's decorators accept. @internal */
export function token<T>(abstractClass: AbstractClassToken<T>): InjectionToken<T> {
  return abstractClass as unknown as InjectionToken<T>;
}

// tsyringe's InjectionToken rejects abstract classes, yet tsyringe itself keys registrations by any
// class. These overloads let `container.register(TemplateExpander, { useClass: ... })` and
// `container.resolve(HeaderMerger)` type-check for the library's abstract strategy tokens.
declare module "tsyringe/dist/typings/types/dependency-container" {
  export default interface DependencyContainer {
    register<T>(
      token: AbstractClassToken<T>,
      provider: ValueProvider<T> | FactoryProvider<T> | TokenProvider<T> | ClassProvider<T>,
      options?: RegistrationOptions,
    ): DependencyContainer;
    resolve<T>(token: AbstractClassToken<T>): T;
    isRegistered<T>(token: AbstractClassToken<T>, recursive?: boolean): boolean;
  }
}
