/** @jest-environment node */
import { availableParallelism } from 'node:os';
import { renderThreads } from './renderPool';

describe('renderThreads (how many render threads the pool starts)', () => {
  it('is one per vCPU plus one spare, two at least', () => {
    expect(renderThreads(1)).toBe(2);
    expect(renderThreads(2)).toBe(3); // the 3 the pool had fixed, on the 2 vCPUs of DEPLOY.md
    expect(renderThreads(4)).toBe(5);
    expect(renderThreads(8)).toBe(9);
  });

  it('reads the vCPUs this process may use by default', () => {
    expect(renderThreads()).toBe(Math.max(2, availableParallelism() + 1));
  });
});
