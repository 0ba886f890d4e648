import { Card, Container, Loader, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useSession } from '../../app/session-context.ts';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { VacationSearch } from './components/VacationSearch.tsx';
import { availableSearchTabs, type SearchTab } from './search-tabs.ts';

/** Other features' searches arrive as elements: the app composes them (features do not import each other). */
export interface HomePageProps {
  flightSearch?: ReactNode;
  busSearch?: ReactNode;
  hotelSearch?: ReactNode;
}

const TAB_PANELS: Record<SearchTab['id'], (props: HomePageProps) => ReactNode> = {
  flight: ({ flightSearch }) => <Suspense fallback={<Loader size="sm" />}>{flightSearch}</Suspense>,
  vacation: () => <VacationSearch />,
  buses: ({ busSearch }) => <Suspense fallback={<Loader size="sm" />}>{busSearch}</Suspense>,
  hotel: ({ hotelSearch }) => <Suspense fallback={<Loader size="sm" />}>{hotelSearch}</Suspense>,
};

/** The home: a welcome line and the search tabs of §2 whose search works today. */
export function HomePage(props: HomePageProps) {
  usePageTitle(t('home.title'));
  const { session } = useSession();
  const user = session?.user;
  const tabs = availableSearchTabs();
  const firstTab = tabs[0];
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2">
        {t('home.title')}
      </Title>
      {user && (
        <Text c="dimmed" mb="md">
          {user.agency
            ? t('home.welcomeAgency', { name: user.firstName, agency: user.agency.name })
            : t('home.welcome', { name: user.firstName })}
        </Text>
      )}
      {firstTab && (
        <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Tabs defaultValue={firstTab.id} keepMounted={false}>
            <Tabs.List mb="md">
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.id} value={tab.id} fw={600}>
                  {t(tab.label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.id} value={tab.id}>
                {TAB_PANELS[tab.id](props)}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Card>
      )}
    </Container>
  );
}
