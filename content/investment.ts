/** The investment page's deck: a placeholder download until the owner publishes a real one. */
export const DECK_PATH = '/downloads/connectia-investment-deck.pdf';
