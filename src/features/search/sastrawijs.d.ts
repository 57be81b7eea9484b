// sastrawijs ships types, but its package "exports" map does not point at them.
declare module 'sastrawijs' {
  export class Stemmer {
    stem(word: string): string
  }
}
