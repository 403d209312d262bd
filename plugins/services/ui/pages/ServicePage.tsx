import { Alert, Anchor, Badge, Button, Group, List, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAbility, useMe, useT } from '@atrium/sdk/ui';
import { KNOWLEDGE_BASE } from '../../shared/constants.js';
import { servicesRoutes } from '../../shared/routes.js';
import { useService, useServicesMutation } from '../api.js';
import { ServiceEditor } from '../editor/ServiceEditor.js';
import { DrawRoute } from '../components/DrawRoute.js';
import { SendForm } from '../components/SendForm.js';
import { Templates } from '../components/Templates.js';
import { RequestPanel } from './RequestPanel.js';

/** `/service/new`: the editor of a new service (for those who manage services). */
const NEW = 'new';

/** /service/{_id}: what the service is for and the steps its requests pass, with their performers and forms. */
export function ServicePage() {
  const { _id } = useParams();
  const manage = useAbility().can('manage', 'Service');
  if (_id === NEW && manage) return <ServiceEditor />;
  return <ServiceCard id={_id} />;
}

/** The service, the form to file it (or the request asked for) and the caller's templates; its editor for managers (`?edit=1`). */
function ServiceCard({ id: _id }: { id: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const service = useService(_id);
  const [search, setSearch] = useSearchParams();
  const requestId = search.get('request');
  const editing = search.get('edit') === '1';
  const articles = !!useMe()?.features.includes(KNOWLEDGE_BASE);
  const remove = useServicesMutation((api, id: string) => api.call(servicesRoutes.remove, { params: { id } }));
  if (!service.data) return service.isError ? <Alert color="red">{(service.error as Error).message}</Alert> : <Loader m="md" />;
  const s = service.data;
  if (editing && s.canManage) return <ServiceEditor service={s} />;
  return (
    <Stack p="md" gap="md" maw={800}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} style={{ wordBreak: 'break-word' }}>
          {s.name}
        </Title>
        {s.canManage && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setSearch({ edit: '1' })}>
              {t('editor.edit')}
            </Button>
            <Button
              color="red"
              variant="light"
              loading={remove.isPending}
              onClick={() => remove.mutate(s._id, { onSuccess: () => navigate('/services') })}
            >
              {t('service.delete')}
            </Button>
          </Group>
        )}
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{s.description}</Text>
      {s.articleId && articles && (
        <Anchor component={Link} to={`/article/${s.articleId}`}>
          {t('service.article')}
        </Anchor>
      )}
      {requestId ? (
        <RequestPanel id={requestId} manage={s.canManage} />
      ) : (
        <>
          <SendForm service={s} onSent={(request) => setSearch({ request })} />
          <DrawRoute serviceId={s._id} onStarted={(request) => setSearch({ request })} />
          <Templates serviceId={s._id} onOpen={(request) => setSearch({ request })} />
        </>
      )}
      <Group gap="xs">
        <Badge variant="light">{t(`service.type.${s.type}`)}</Badge>
        {s.daysLimit > 0 && <Badge variant="outline">{t('service.daysLimit', { count: s.daysLimit })}</Badge>}
      </Group>
      <Title order={2} size="h3">
        {t('service.steps')}
      </Title>
      <Timeline active={-1} bulletSize={20} lineWidth={2}>
        {s.steps.map((step) => (
          <Timeline.Item key={step._id} title={step.name}>
            <Text size="sm" c="dimmed">
              {t(`service.performers.${step.performers.kind}`, { count: step.performers.userIds.length })}
              {step.review ? ` · ${t('service.review')}` : ''}
            </Text>
            {step.form && (
              <>
                <Text size="sm" fw={500} mt={4}>
                  {step.form.name}
                </Text>
                <List size="sm">
                  {step.form.fields.map((f) => (
                    <List.Item key={f._id}>
                      {f.name} ({t(`fields.${f.type}`)}){f.required ? ' *' : ''}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
