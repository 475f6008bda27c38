/**
 * Lets the browser handle input and paint before the next start-up step, so no step is one long
 * task (total blocking time counts every task over 50 ms).
 */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
