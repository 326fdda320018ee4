import type { Result as LighthouseResult } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { domElements, styleLayoutMs } from './lighthouse-figures';

/** The parts of a result these figures read, shaped as Lighthouse 12 writes them. */
function result(audits: Record<string, unknown>): LighthouseResult {
  return { audits } as unknown as LighthouseResult;
}

const breakdown = {
  'mainthread-work-breakdown': {
    details: {
      type: 'table',
      items: [
        { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 410.2 },
        { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 1184.6 },
        { group: 'paintCompositeRender', groupLabel: 'Rendering', duration: 95 },
      ],
    },
  },
  'dom-size': { numericValue: 2446 },
};

describe('figures from a Lighthouse result', () => {
  it("reads style and layout from the main thread's work, and the element count", () => {
    expect(styleLayoutMs(result(breakdown))).toBe(1185);
    expect(domElements(result(breakdown))).toBe(2446);
  });

  it('is 0 ms when the trace had no style or layout work, NaN when the audits are missing', () => {
    const noLayout = { 'mainthread-work-breakdown': { details: { type: 'table', items: [] } } };
    expect(styleLayoutMs(result(noLayout))).toBe(0);
    expect(styleLayoutMs(result({}))).toBeNaN();
    expect(domElements(result({}))).toBeNaN();
  });
});
