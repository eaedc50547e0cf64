import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../testing/axe';
import { Progress } from './progress';

describe('Progress', () => {
  it('is a progress bar named by its label, with its value and tone', async () => {
    const { container } = render(<Progress label="Grade 9" value={85} showValue tone="success" />);
    const bar = screen.getByRole('progressbar', { name: 'Grade 9' });
    expect(bar).toHaveAttribute('aria-valuenow', '85');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('85%')).toBeVisible();
    expect(container.querySelector('[data-tone="success"]')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads a custom value text, keeps a hidden label as the name, and can be indeterminate', () => {
    render(
      <>
        <Progress
          label="Engagement"
          hideLabel
          value={45}
          valueText={(v, max) => `${v} of ${max}`}
        />
        <Progress label="Uploading" value={null} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Engagement' })).toHaveAttribute(
      'aria-valuetext',
      '45 of 100',
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });
});
