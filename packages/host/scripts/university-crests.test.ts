import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUNDLED_LOGOS,
  catalogueImages,
  crestColours,
  crestSvg,
  IMAGES_DIR,
  initialsOf,
} from './university-crests';

describe('university crests', () => {
  it('give every catalogue image a file, and the generated ones are current', () => {
    const images = catalogueImages();
    expect(images.size).toBeGreaterThan(30);
    for (const [file, universityName] of images) {
      const path = join(IMAGES_DIR, file);
      expect(existsSync(path), `${file} (run pnpm --filter @puente/host crests)`).toBe(true);
      if (!BUNDLED_LOGOS.includes(file)) {
        expect(readFileSync(path, 'utf8'), file).toBe(crestSvg(universityName));
      }
    }
    for (const logo of BUNDLED_LOGOS) expect(images.has(logo)).toBe(true);
  });

  it('use the initials a student would recognise', () => {
    expect(initialsOf('University College London')).toBe('UCL');
    expect(initialsOf('Heriot-Watt University')).toBe('HWU');
    expect(initialsOf("Queen's University Belfast")).toBe('QUB');
    expect(initialsOf('University of the West of England (UWE Bristol)')).toBe('UWE');
    expect(initialsOf('The University of Manchester')).toBe('UM');
  });

  it('take their colour from the name: the same name, the same crest', () => {
    expect(crestColours('University of York')).toEqual(crestColours('University of York'));
    expect(crestColours('University of York')).not.toEqual(crestColours('University of Leeds'));
    expect(crestSvg('A & B <College>')).toContain(
      '<title id="title">A &amp; B &lt;College&gt;</title>',
    );
  });
});
