// Runs mf-billing alone on its dev server with the shell's providers.
import { mountStandalone } from '@modelsmith/shared/standalone';
import { routes } from './routes';

mountStandalone({ name: 'mf_billing', routes });
