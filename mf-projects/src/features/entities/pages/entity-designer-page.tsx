// /projects/{projectId}/entities/designer: a new entity in the designer.
import { useParams } from 'react-router-dom';
import { DesignerLoader } from '../designer/designer-loader';

export default function EntityDesignerPage() {
  return <DesignerLoader projectId={Number(useParams().projectId)} />;
}
