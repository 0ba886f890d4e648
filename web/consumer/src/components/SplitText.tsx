import { TEXT_SEPARATOR } from '@tripsetu/domain/constants.ts';

/** Package texts separate lines (and itinerary days) with a marker; each becomes its own line. */
export function SplitText({ text, as = 'ul' }: { text: string; as?: 'ul' | 'days' }) {
  const lines = text
    .split(TEXT_SEPARATOR)
    .map((l) => l.trim())
    .filter(Boolean);
  if (as === 'days') {
    return (
      <div className="itinerary">
        {lines.map((line) => {
          const [day, ...rest] = line.split(':');
          return (
            <p key={line}>
              {rest.length > 0 ? (
                <>
                  <strong>{day}:</strong>
                  {rest.join(':')}
                </>
              ) : (
                line
              )}
            </p>
          );
        })}
      </div>
    );
  }
  return (
    <ul className="text-lines">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
