// Imported for its effect: registers the resolve hook. It exports nothing.
export {};
