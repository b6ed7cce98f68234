import { InvalidOptionsError } from "../errors/invalid-options-error";

/**
 * Makes a container that has no registration for `type` refuse to build it with an error that
 * says what to do. tsyringe builds an unregistered class itself, with no arguments, when the
 * class's `length` is 0, and otherwise throws "TypeInfo not known"; either is wrong here (the
 * class needs the container's strategies, which only a registration hands it). It reads `length`
 * only then, so the getter answers with this error. `createContainer()` registers the class.
 */
export function registeredOnly(type: abstract new (...args: never[]) => unknown): void {
  const name = type.name;
  Object.defineProperty(type, "length", {
    configurable: true,
    get(): never {
      throw new InvalidOptionsError(
        `${name} is resolved from a container made by createContainer(), which registers it and the strategies it needs: ` +
          `createContainer(yourContainer) makes one over an application's own container. ` +
          `Or register it in yours: container.register(${name}, { useFactory: () => ... }).`,
      );
    },
  });
}
