import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageCarousel } from './ImageCarousel.tsx';

const images = [
  { imageurl: '/media/packages/1001/1.svg', caption: 'Calangute Beach' },
  { imageurl: '/media/packages/1001/2.svg', caption: 'Fort Aguada' },
];

describe('ImageCarousel', () => {
  afterEach(cleanup);

  it('fetches the first photo, the largest paint, at high priority and the next ones as usual', () => {
    render(
      <MantineProvider theme={tripsetuTheme} env="test">
        <ImageCarousel images={images} name="Goa Beach Escape" />
      </MantineProvider>,
    );
    expect(screen.getByRole('img', { name: 'Calangute Beach' }).getAttribute('fetchpriority')).toBe('high');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Fort Aguada' }).hasAttribute('fetchpriority')).toBe(false);
  });
});
