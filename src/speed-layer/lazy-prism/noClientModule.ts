// Stands in for theme-classic's global Prism client module (see index.ts): a client module may be empty.
export {};
