import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LocalLibraryOutlined from '@mui/icons-material/LocalLibraryOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { MenuIcons } from '../../config/menus';

export const menuIcons: MenuIcons = {
  home: <HomeOutlined />,
  routes: <RouteOutlined />,
  progress: <TrendingUp />,
  libraries: <LocalLibraryOutlined />,
  favorites: <FavoriteBorder />,
  insights: <InsightsOutlined />,
  users: <PeopleAltOutlined />,
  companies: <BusinessOutlined />,
  audit: <HistoryOutlined />,
  evaluation: <FactCheckOutlined />,
  plan: <EventNoteOutlined />,
  document: <DescriptionOutlined />,
};
