import { useState } from 'react';

function initials(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters =
    parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase() || '?';
}

/** The user's picture, or their initials when there is none (or it fails to load). */
export function Avatar({
  name,
  imageUrl,
  size = 96,
}: {
  name: string;
  imageUrl: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (imageUrl && failed !== imageUrl) {
    return (
      <img
        src={imageUrl}
        alt={`${name}'s avatar`}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(imageUrl)}
        className="rounded-full object-cover ring-4 ring-brand-100"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name}'s avatar`}
      className="inline-flex items-center justify-center rounded-full bg-brand-600 font-bold text-white ring-4 ring-brand-100"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
    >
      {initials(name)}
    </span>
  );
}
