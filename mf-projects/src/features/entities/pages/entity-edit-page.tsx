// /projects/{projectId}/entities/{entityId}/edit: an existing entity in the designer.
import { useParams } from 'react-router-dom';
import { DesignerLoader } from '../designer/designer-loader';

export default function EntityEditPage() {
  const params = useParams();
  return <DesignerLoader projectId={Number(params.projectId)} entityId={Number(params.entityId)} />;
}
