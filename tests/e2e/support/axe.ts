import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * axe reads colours as drawn at one instant: a control the pointer came to rest on (after a click, or
 * a width change moving the layout under it) is mid-way through its hover transition, ink on ink, for
 * a moment no one sees. Such transitions are run to their end, as a person sees them a moment later;
 * keyframe animations (a toast's) are left as they are. Finished rather than awaited: when the page
 * stops drawing a transition's element (`content-visibility: auto`, scrolled away), the transition
 * ends but its `finished` promise is not resolved until the element is drawn again. Waiting on one
 * hung a test for its whole 90 s.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition && animation.playState !== 'finished') animation.finish();
    }
  });
}

/**
 * axe's run in the page itself, for a page without frames: axe is put in once per document and asked
 * for violations only. AxeBuilder puts axe's 550 KB in again at every audit, and finishes each in a
 * new blank page of its own: 0.8–3.5 s an audit where this takes 0.07–0.4 s (category page, FAQ).
 */
async function violationsInPage(page: Page, rules?: string[]): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = { resultTypes: ['violations'], ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}) };
  return page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options).then((results) => results.violations), options);
}

/**
 * A page with frames (a map, a video, the card form) goes through AxeBuilder, which audits inside each
 * frame too, with the same axe-core (its own copy is older, and lacks rules this one has).
 */
async function violationsThroughFrames(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page, axeSource: axe.source });
  return (await (rules ? builder.withRules(rules) : builder).analyze()).violations;
}

/** axe's violations on the page as it is now (or only the rules named), each as its rule and the elements with axe's reason. */
export async function axeViolations(page: Page, rules?: string[]) {
  await transitionsDone(page);
  const violations = page.frames().length > 1 ? await violationsThroughFrames(page, rules) : await violationsInPage(page, rules);
  return violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`) }));
}

/** axe finds nothing on the page as it is now. */
export async function noViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** axe on the page at 1280 px and at a phone's 390 px, then back to 1280. */
export async function noViolationsAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await noViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
