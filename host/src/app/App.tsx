import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMongoAbility } from '@casl/ability';
import { Can } from '@atrium/sdk/ui';
import '@mantine/core/styles.css';
void i18next.use(initReactI18next).init({});
const q = new QueryClient();
export function App() {
  return <QueryClientProvider client={q}><BrowserRouter><MantineProvider>Atrium{String(!!createMongoAbility)}{String(!!Can)}</MantineProvider></BrowserRouter></QueryClientProvider>;
}
