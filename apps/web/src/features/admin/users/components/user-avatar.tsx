import { useState } from 'react';

function initials(username: string): string {
  return username.slice(0, 2).toUpperCase();
}

/** The user's picture, or their initials when there is none (or it fails to load). */
export function UserAvatar({ username, imageUrl }: { username: string; imageUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <img
        src={imageUrl}
        alt={`${username}'s avatar`}
        loading="lazy"
        onError={() => setFailed(true)}
        className="h-10 w-10 rounded-full border border-stone-200 object-cover"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${username}'s initials`}
      className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
    >
      {initials(username)}
    </span>
  );
}
