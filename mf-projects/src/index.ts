// The async boundary federation needs before shared singletons are used.
import('./bootstrap');
