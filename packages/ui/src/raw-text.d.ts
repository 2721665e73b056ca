// A style sheet imported as its text (Vite's `?raw`), for tests that check what it says.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
