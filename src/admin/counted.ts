/** A count with its noun, as the admin's messages and labels write it: '1 visitor', '1,204 page views'. */
export const counted = (count: number, one: string, many: string): string =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
