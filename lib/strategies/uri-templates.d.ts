// The `uri-templates` package ships no types: the part of it the library uses.
declare module "uri-templates" {
  const uriTemplates: (template: string) => { fill(lookup: (name: string) => unknown): string };
  export default uriTemplates;
}
