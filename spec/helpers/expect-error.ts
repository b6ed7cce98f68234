import { expect } from "chai";
import { EndpointError } from "../../lib";

type ErrorClass = abstract new (...args: never[]) => EndpointError;

/** Runs `action`, expects it to throw `errorClass` with `code`, and returns the error. */
export function expectEndpointError(action: () => unknown, errorClass: ErrorClass, code: string, messagePart?: string): EndpointError {
  let thrown: unknown;
  try {
    action();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, "expected an error to be thrown").to.be.instanceOf(errorClass);
  const error = thrown as EndpointError;
  expect(error).to.be.instanceOf(EndpointError);
  expect(error).to.be.instanceOf(Error);
  expect(error.code).to.equal(code);
  expect(error.name).to.equal(errorClass.name);
  if (messagePart !== undefined) expect(error.message).to.include(messagePart);
  return error;
}
