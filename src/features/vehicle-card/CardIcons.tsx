import { LineIcon } from '@/lib/icons/LineIcon';

/** Small inline icons of the cards (decorative: every button also has a text name). */
export function HeartIcon() {
  return (
    <LineIcon size={20}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.6 8.4 3.4 5 6.7 5c2 0 3.5 1.1 4.3 2.6h2C13.8 6.1 15.3 5 17.3 5c3.3 0 5.1 3.4 4 6.3-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </LineIcon>
  );
}

export function CompareIcon() {
  return (
    <LineIcon size={20}>
      <path d="M7 4v16M17 4v16M3 8h8M13 16h8" />
    </LineIcon>
  );
}
