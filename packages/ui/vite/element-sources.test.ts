import { describe, expect, it } from 'vitest';
import { readElementSource, reservationCss } from './element-sources';

const moduleText = (jsDoc: string, tag = 'puente-example') => `
import { defineElement, PuenteElement } from '../src/elements/puente-element';

/**
 * An example.
 *
${jsDoc}
 */
export class ExampleElement extends PuenteElement(() => null) {}

export const EXAMPLE_TAG = '${tag}';

defineElement(EXAMPLE_TAG, ExampleElement);
`;

describe('readElementSource', () => {
  it('reads the tag and the reserved space', () => {
    const element = readElementSource(
      'src/example/example.element.ts',
      moduleText(
        [
          ' * @summary Shows an example.',
          ' * @reserve min-height: 300px',
          ' * @reserve [mode="button"] min-height: 48px; width: 12px',
          ' * @reserve (min-width:768px) min-height: calc(100px + var(--puente-page-size, 20) * 5px)',
        ].join('\n'),
      ),
    );
    expect(element).toMatchObject({
      className: 'ExampleElement',
      tagName: 'puente-example',
      reservations: [
        { declarations: 'min-height:300px' },
        { when: '[mode="button"]', declarations: 'min-height:48px;width:12px' },
        {
          media: '(min-width: 768px)',
          declarations: 'min-height:calc(100px + var(--puente-page-size, 20) * 5px)',
        },
      ],
    });
    expect(reservationCss([element])).toBe(
      ':where(puente-example){display:block}:where(puente-example:not([data-puente-fitted],[data-puente-failed])){min-height:300px}:where(puente-example[mode="button"]:not([data-puente-fitted],[data-puente-failed])){min-height:48px;width:12px}@media (min-width: 768px){:where(puente-example:not([data-puente-fitted],[data-puente-failed])){min-height:calc(100px + var(--puente-page-size, 20) * 5px)}}',
    );
  });

  it("writes the page's copy: attributes a reservation reads from selectors, and no space once the page marks the loader failed", () => {
    const element = readElementSource(
      'src/example/example.element.ts',
      moduleText(' * @reserve min-height: calc(100px + var(--puente-page-size, 20) * 5px)'),
    );
    const css = reservationCss([element], { forPage: true });
    expect(css).toContain(':where(puente-example[page-size="1"]){--puente-page-size:1}');
    expect(css).toContain(':where(puente-example[page-size="100"]){--puente-page-size:100}');
    expect(css).not.toContain('page-size="101"');
    expect(css).toContain(
      ':where(:root:not([data-puente-failed]) puente-example:not([data-puente-fitted],[data-puente-failed])){min-height:calc(100px + var(--puente-page-size, 20) * 5px)}',
    );
  });

  it.each([
    [
      'a tag without the puente- prefix',
      moduleText('', 'example-widget'),
      /not a puente-<kebab-case> tag/,
    ],
    [
      'a reservation that is not CSS',
      moduleText(' * @reserve lots of room'),
      /@reserve "lots of room"/,
    ],
    [
      'no defineElement',
      'export class Lonely extends HTMLElement {}',
      /registers it with defineElement/,
    ],
  ])('refuses %s, naming the file', (_case, text, problem) => {
    expect(() => readElementSource('src/example/example.element.ts', text)).toThrow(problem);
  });
});
