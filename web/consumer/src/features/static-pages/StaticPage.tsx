import { Container, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { usePageMeta } from '../../lib/page-meta.ts';

/** A static company page: scrolls to the top when opened (§2). */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  usePageMeta(title);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <Container size="md" py="xl" className="static-page">
      <Title order={1} mb="lg">
        {title}
      </Title>
      {children}
    </Container>
  );
}
