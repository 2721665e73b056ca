// Moved beside errors.ts (../parse-input.ts); kept here until every route reads its input with inputOf.
export { parseInput, plainMessage } from '../parse-input';
