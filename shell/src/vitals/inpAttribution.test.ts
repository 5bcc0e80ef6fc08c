import { inpAttribution, selectorOf, TARGET_CHARS, TARGET_MAX } from './inpAttribution';

const entry = (o: Partial<PerformanceEventTiming> & { target?: Node | null }) => ({
  startTime: 1000,
  duration: 200,
  processingStart: 1010,
  processingEnd: 1030,
  target: null,
  ...o,
});

describe('INP attribution (issue 42 point 6)', () => {
  it('names the element by tag, id or two classes and up to two ancestors, within the limits the server checks', () => {
    document.body.innerHTML = `<div id="root"><header class="shell-header-x1 sticky extra"><div class="shell-tools"><button class="shell-menuButton-Vray-G" aria-label="Open menu">≡</button></div></header></div>`;
    const button = document.querySelector('button')!;
    expect(selectorOf(button)).toBe('header.shell-header-x1.sticky > div.shell-tools > button.shell-menuButton-Vray-G');
    document.body.innerHTML = `<main id="faq-page"><section><button>Q</button></section></main>`;
    expect(selectorOf(document.querySelector('button'))).toBe('main#faq-page > section > button');
    expect(selectorOf(null)).toBe('');
    const long = document.createElement('button');
    long.className = `${'a'.repeat(60)} ${'b'.repeat(60)}`;
    const cut = selectorOf(long);
    expect(cut.length).toBe(TARGET_MAX);
    expect(cut.endsWith('b'.repeat(60))).toBe(true);
    // Nothing of the page's text or attributes, nor a character the server refuses.
    const odd = document.createElement('button');
    odd.id = 'x"><script>';
    expect(selectorOf(odd)).toBe('button#xscript');
    expect(TARGET_CHARS.test(selectorOf(button))).toBe(true);
  });

  it('names the longest phase of the interaction: input delay, processing or presentation', () => {
    document.body.innerHTML = '<button id="go">Go</button>';
    const target = document.getElementById('go');
    // Waiting 150 ms for the main thread.
    expect(inpAttribution([entry({ processingStart: 1150, processingEnd: 1160, target })], 200)).toEqual({
      target: 'button#go',
      phase: 'input-delay',
    });
    // pointerdown and click of one tap: handlers from the first start to the last end.
    expect(
      inpAttribution(
        [
          entry({ processingStart: 1005, processingEnd: 1050 }),
          entry({ processingStart: 1060, processingEnd: 1150, target }),
        ],
        200,
      ),
    ).toEqual({ target: 'button#go', phase: 'processing' });
    expect(inpAttribution([entry({ target })], 200)).toEqual({ target: 'button#go', phase: 'presentation' });
    expect(inpAttribution([], 200)).toBeNull();
    // A tap on the icon inside a button is filed under the button.
    document.body.innerHTML = '<header><button class="menu"><svg><path></path></svg></button></header>';
    expect(inpAttribution([entry({ target: document.querySelector('path') })], 200)?.target).toBe(
      'body > header > button.menu',
    );
  });
});
