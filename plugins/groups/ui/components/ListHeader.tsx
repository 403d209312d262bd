import { Button, Group, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The head of the groups' list and the projects' list: its title, a link to the other list, the button of a new one. */
export function ListHeader({
  title,
  other,
  newLabel,
  onNew,
}: {
  title: string;
  other: { to: string; label: string };
  newLabel: string;
  onNew(): void;
}) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap="xs">
        <Button component={Link} to={other.to} variant="default">
          {other.label}
        </Button>
        <Button onClick={onNew}>{newLabel}</Button>
      </Group>
    </Group>
  );
}
