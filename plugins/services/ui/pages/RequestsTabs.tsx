import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@atrium/sdk/ui';
import { useMyRequests, useWaiting, type RequestListQuery } from '../api.js';
import { RequestList } from '../components/RequestList.js';

const START: RequestListQuery = { page: 1, q: '', bp: null };

/** The caller's own requests: running ones, or finished ones. */
export function MyRequests() {
  const t = useT();
  const [query, setQuery] = useState<RequestListQuery>({ ...START, finished: false });
  const list = useMyRequests(query);
  return (
    <RequestList
      query={query}
      onQuery={setQuery}
      list={list}
      empty={t(query.finished ? 'requests.noneFinished' : 'requests.noneRunning')}
      filters={
        <SegmentedControl
          aria-label={t('requests.state')}
          value={query.finished ? 'finished' : 'running'}
          onChange={(v) => setQuery({ ...query, finished: v === 'finished', page: 1 })}
          data={[
            { value: 'running', label: t('requests.running') },
            { value: 'finished', label: t('requests.finished') },
          ]}
        />
      }
    />
  );
}

/** The requests whose waiting step the caller performs. */
export function WaitingForMe() {
  const t = useT();
  const [query, setQuery] = useState<RequestListQuery>(START);
  return <RequestList query={query} onQuery={setQuery} list={useWaiting(query)} empty={t('requests.noneWaiting')} />;
}
