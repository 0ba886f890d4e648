import { ActionIcon, Group } from '@mantine/core';
import { useEffect, useState } from 'react';

export const CAROUSEL_INTERVAL_MS = 5_000;

/** The details carousel (§2): advances every 5 seconds, pauses while hovered or focused. */
export function ImageCarousel({ images, name }: { images: { imageurl: string; caption: string }[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const current = images[index] ?? images[0];
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={`${name} photos`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <figure className="carousel-slide" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
        {/* The first photo is the page's largest paint: fetched ahead of the scripts (Lighthouse's LCP discovery). */}
        <img src={current?.imageurl} alt={current?.caption ?? name} fetchPriority={index === 0 ? 'high' : undefined} />
        <figcaption>{current?.caption}</figcaption>
      </figure>
      <ActionIcon
        className="carousel-prev"
        variant="white"
        size="lg"
        radius="xl"
        aria-label="Previous photo"
        onClick={() => setIndex((index - 1 + count) % count)}
      >
        ‹
      </ActionIcon>
      <ActionIcon
        className="carousel-next"
        variant="white"
        size="lg"
        radius="xl"
        aria-label="Next photo"
        onClick={() => setIndex((index + 1) % count)}
      >
        ›
      </ActionIcon>
      <Group gap={0} className="carousel-dots" justify="center">
        {images.map((image, i) => (
          <button
            key={image.imageurl}
            type="button"
            className={i === index ? 'active' : undefined}
            aria-label={`Show photo ${i + 1}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </Group>
    </section>
  );
}
