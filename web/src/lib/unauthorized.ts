// Set by the session feature; the api helper calls it on any 401 without importing React state.
let handler: () => void = () => {};
export const setUnauthorizedHandler = (fn: () => void) => {
  handler = fn;
};
export const onUnauthorized = () => handler();
