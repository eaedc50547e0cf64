import { useParams } from 'react-router';
import {
  PersonalStatementScreen,
  parseSelectionId,
} from '../../features/personal-statement/personal-statement-screen';

/** `/personal-statement/{id}`: the statement of one selected programme. */
export default function PersonalStatementRoute() {
  const { id } = useParams();
  return <PersonalStatementScreen selectionId={parseSelectionId(id)} />;
}
