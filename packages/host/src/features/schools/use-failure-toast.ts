export { useFailureToast } from '../../components/use-failure-toast';
