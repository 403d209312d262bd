import { Avatar, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useContext } from 'react';
import { AtriumContext } from './context.js';

/**
 * A person's avatar; a click opens their profile in a new tab (docs/architecture.md, Session and shell). `src` absent shows the
 * initials; `system` shows the vendor's system avatar (posts and notifications by the system).
 */
export function ProfileAvatar({
  userId,
  name,
  src,
  size = 40,
  system = false,
}: {
  userId?: string;
  name: string;
  src?: string | null;
  size?: number;
  system?: boolean;
}) {
  const host = useContext(AtriumContext);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const image = system ? host?.vendor.systemAvatar : src;
  const avatar = (
    <Avatar src={image ?? null} alt={name} size={size} radius="xl" color="blue" variant="filled">
      {/* The person's name is the accessible name; initials are only its picture. */}
      <span aria-hidden="true">{initials}</span>
    </Avatar>
  );
  if (system || !userId || !host) return avatar;
  return (
    <UnstyledButton onClick={() => host.openInNewTab(`/profile/${userId}`)} title={name} data-testid="profile-avatar">
      {avatar}
      <VisuallyHidden>{name}</VisuallyHidden>
    </UnstyledButton>
  );
}
