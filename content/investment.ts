/** The investment page's deck (spec point 2, Investment: a placeholder download). */
export const DECK_PATH = '/downloads/connectia-investment-deck.pdf';
