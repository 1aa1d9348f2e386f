import { FavoritesPage } from '../../../features/favorites/components/favorites-page';

export default FavoritesPage;
