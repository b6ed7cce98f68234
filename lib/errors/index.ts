export { EndpointError, type EndpointErrorCode } from "./endpoint-error";
export { MissingUrlError } from "./missing-url-error";
export { UnsupportedMethodError } from "./unsupported-method-error";
export { TemplateSyntaxError } from "./template-syntax-error";
export { InvalidUrlError } from "./invalid-url-error";
export { InvalidHeaderError } from "./invalid-header-error";
export { InvalidParameterError } from "./invalid-parameter-error";
export { InvalidOptionsError } from "./invalid-options-error";
