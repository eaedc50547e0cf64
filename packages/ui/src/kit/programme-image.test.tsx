import { createApiClient } from '@puente/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PuenteProvider } from '../providers';
import { ProgrammeImage, resolveImageUrl } from './programme-image';

function renderImage(src: string | null, apiBase = '') {
  return render(
    <PuenteProvider api={createApiClient({ baseUrl: apiBase })}>
      <ProgrammeImage src={src} alt="King's College London logo" />
    </PuenteProvider>,
  );
}

describe('ProgrammeImage', () => {
  it('loads a catalogue path from the Puente server the widget talks to', () => {
    renderImage('/images/universities/kings-college-london.svg', 'https://puente.example/');
    expect(screen.getByRole('img', { name: "King's College London logo" })).toHaveAttribute(
      'src',
      'https://puente.example/images/universities/kings-college-london.svg',
    );
  });

  it('falls back to the default picture when the image is broken or missing', () => {
    renderImage('/images/universities/gone.svg');
    const image = screen.getByRole('img', { name: "King's College London logo" });
    expect(image).toHaveAttribute('src', '/images/universities/gone.svg');
    fireEvent.error(image);
    const fallback = screen.getByRole('img', { name: "King's College London logo" });
    expect(fallback).toHaveAttribute('data-fallback');
    expect(fallback.tagName.toLowerCase()).toBe('svg');

    renderImage(null);
    expect(screen.getAllByRole('img')[1]).toHaveAttribute('data-fallback');
  });

  it('keeps absolute and data URLs as they are', () => {
    expect(resolveImageUrl('https://cdn.example/a.png', 'https://puente.example')).toBe(
      'https://cdn.example/a.png',
    );
    expect(resolveImageUrl('data:image/png;base64,AA', 'https://puente.example')).toBe(
      'data:image/png;base64,AA',
    );
    expect(resolveImageUrl('/images/a.svg', '')).toBe('/images/a.svg');
  });
});
