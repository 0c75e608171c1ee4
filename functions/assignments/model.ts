import type { Assignment } from '../../contract/assignments';
import type { DocumentBase } from '../platform/store/store';

/** A fleet assignment: an extension version bound to a target, with value overlays. Id = name. */
export interface AssignmentDocument extends DocumentBase, Assignment {}
