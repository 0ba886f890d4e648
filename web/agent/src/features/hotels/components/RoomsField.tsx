import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import {
  CHILD_MAX_AGE,
  HOTEL_MAX_ROOMS,
  ROOM_MAX_ADULTS,
  ROOM_MAX_CHILDREN,
  type RoomRequest,
} from '@tripsetu/domain/hotel-search.ts';
import { t } from '../../../i18n/i18n.ts';

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, n) => ({ value: String(from + n), label: String(from + n) }));
const ADULTS = numbers(1, ROOM_MAX_ADULTS);
const CHILDREN = numbers(0, ROOM_MAX_CHILDREN);
const AGES = numbers(0, CHILD_MAX_AGE);

export interface RoomsFieldProps {
  rooms: RoomRequest[];
  onChange: (rooms: RoomRequest[]) => void;
  error?: string;
}

/**
 * Rooms and guests: per room its adults, its children and each child's age (hotels price by age), as the
 * trade's searches ask. Native selects: each is one labelled control a phone's picker opens.
 */
export function RoomsField({ rooms, onChange, error }: RoomsFieldProps) {
  const update = (index: number, room: RoomRequest) => onChange(rooms.map((entry, n) => (n === index ? room : entry)));
  return (
    <fieldset className="hotel-rooms" aria-describedby={error ? 'hotel-rooms-error' : undefined}>
      <legend className="hotel-rooms-legend">{t('hotels.rooms.legend')}</legend>
      <Stack gap="sm">
        {rooms.map((room, index) => (
          // Rooms have no identity of their own: their place is their name ('Room 2').
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={index} className="hotel-room">
            <Group justify="space-between" gap="xs" mb={4}>
              <Text size="sm" fw={600} id={`hotel-room-${index}`}>
                {t('hotels.rooms.room', { n: index + 1 })}
              </Text>
              {rooms.length > 1 && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onChange(rooms.filter((_, n) => n !== index))}
                  aria-label={t('hotels.rooms.remove', { n: index + 1 })}
                >
                  {t('hotels.rooms.remove', { n: index + 1 })}
                </Button>
              )}
            </Group>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <NativeSelect
                label={t('hotels.rooms.adults')}
                data={ADULTS}
                value={String(room.adults)}
                onChange={(event) => update(index, { ...room, adults: Number(event.currentTarget.value) })}
                w={90}
              />
              <NativeSelect
                label={t('hotels.rooms.children')}
                data={CHILDREN}
                value={String(room.childAges.length)}
                onChange={(event) => {
                  const count = Number(event.currentTarget.value);
                  const ages = room.childAges.slice(0, count);
                  while (ages.length < count) ages.push(5);
                  update(index, { ...room, childAges: ages });
                }}
                w={90}
              />
              {room.childAges.map((age, child) => (
                <NativeSelect
                  // biome-ignore lint/suspicious/noArrayIndexKey: a child is named by its place in the room
                  key={child}
                  label={t('hotels.rooms.childAge', { n: child + 1 })}
                  data={AGES}
                  value={String(age)}
                  onChange={(event) =>
                    update(index, {
                      ...room,
                      childAges: room.childAges.map((entry, n) =>
                        n === child ? Number(event.currentTarget.value) : entry,
                      ),
                    })
                  }
                  w={120}
                />
              ))}
            </Group>
          </div>
        ))}
        {rooms.length < HOTEL_MAX_ROOMS && (
          <Button
            variant="default"
            size="xs"
            onClick={() => onChange([...rooms, { adults: 2, childAges: [] }])}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('hotels.rooms.add')}
          </Button>
        )}
        {error && (
          <Text size="sm" c="red" id="hotel-rooms-error" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </fieldset>
  );
}
