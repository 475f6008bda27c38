/**
 * Whether definitions are checked (entity and collection keys and paths, tab groups, which entity a
 * reference names): wherever they are made and tested (the dev server, tests, the build's
 * prerendering, Node scripts, Playwright), so a wrong one stops the build or the suite, but not in
 * the production bundle visitors' browsers load, which need neither the checks nor their messages.
 */
/** Defined false by scripts/vite/build-flags.ts for that bundle only; absent outside Vite (Node, Playwright). */
declare const __DEFINITION_CHECKS__: boolean | undefined;

export const CHECK_DEFINITIONS: boolean =
  typeof __DEFINITION_CHECKS__ === 'undefined' || __DEFINITION_CHECKS__;
