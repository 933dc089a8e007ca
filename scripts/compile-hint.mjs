// V8's explicit compile hint, the first line of every script a page loads first
// (scripts/hint-eager-compile.mjs; docs/adr/0073-first-load-scripts-compiled-off-the-main-thread.md).
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
