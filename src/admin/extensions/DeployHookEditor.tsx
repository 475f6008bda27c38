/** The deploy hook's tab: the generic editor of its settings, and how its last call went. */
import { DeployHookStatus } from '../admin-only/DeployHookStatus';
import { EntityEditor } from '../editor/EntityEditor';
import type { EditorExtension } from './types';

export const DeployHookEditor: EditorExtension = ({ entity }) => (
  <>
    <EntityEditor entity={entity} />
    <DeployHookStatus />
  </>
);
