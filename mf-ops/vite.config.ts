import { remoteConfig } from '@callout/build-config/remote';
import { descriptor } from './src/app/descriptor';

export default remoteConfig({ name: 'mf-ops', root: import.meta.url, descriptor });
