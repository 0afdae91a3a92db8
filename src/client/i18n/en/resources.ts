// English: the resource catalogue screens.
import { registerEnglish } from '../english';

export const resourceMessages = {
  'resources.description.explore-all': 'Everything the programme offers: field trips, project kits, workshops, career tools and Classbox.',
  'resources.description.onsite-field-trips':
    'The programme comes to your school for a day: maker labs, rocket launches and field science, 100+ students a day.',
  'resources.description.projects': 'Hands-on project kits your schools keep on hand and check out to classes, with every lesson included.',
  'resources.description.workshops': 'Professional learning for educators and STEM events for families, run by programme staff.',
  'resources.description.career-tools': 'Tools that connect what students build in class with careers near them.',
  'resources.description.classbox': 'A semester of equipment and lessons for one class, in one box.',

  'resources.types': 'Resource types',
  'resources.what': 'resources',
  'resources.detailWhat': 'this resource',
  'resources.count_one': '{count} resource',
  'resources.count_other': '{count} resources',
  'resources.free': 'Free',
  'resources.grades': 'Grades {band}',
  'resources.lessons_one': '{count} lesson',
  'resources.lessons_other': '{count} lessons',

  'resources.filters.label': 'Filter resources',
  'resources.filters.search': 'Search',
  'resources.filters.searchPlaceholder': 'Name, topic or subject',
  'resources.filters.subject': 'Subject',
  'resources.filters.anySubject': 'Any subject',
  'resources.filters.grade': 'Grade',
  'resources.filters.anyGrade': 'Any grade',
  'resources.filters.kindergarten': 'Kindergarten',
  'resources.filters.gradeN': 'Grade {grade}',
  'resources.filters.clear': 'Clear filters',

  'resources.empty.title': 'Nothing here yet',
  'resources.empty.text': 'The programme adds new resources every term.',
  'resources.empty.filtered': 'No resources match',
  'resources.empty.filteredText': 'Try other words, another subject or grade, or clear the filters.',

  'resources.backTo': 'Back to {list}',
  'resources.notFound.title': 'Resource not found',
  'resources.notFound.text': 'It may have been removed from the catalogue, or the link is incomplete.',
  'resources.notFound.action': 'Explore all resources',
  'resources.retired': 'This resource is no longer offered. It stays here because your plans or orders refer to it.',
  'resources.about': 'About',
  'resources.facts': 'At a glance',
  'resources.facts.grades': 'Grades',
  'resources.facts.subject': 'Subject',
  'resources.facts.duration': 'Duration',
  'resources.facts.price': 'List price',
  'resources.facts.howToGet':
    'To add it to your programme, mention it in your application or ask your School Success Manager to include it in your blueprint.',

  'resources.lessons.title': 'Lessons',
  'resources.lessons.none': 'No lessons are attached to this resource yet.',
  'resources.lessons.number': 'Lesson {number}:',
  'resources.lessons.minutes': '{minutes} min',
  'resources.lessons.open': 'Open',
  'resources.lessons.download': 'Download',
  'resources.lessons.newTab': 'opens in a new tab',
  'resources.lessons.noLink': 'No link has been added yet, so it cannot be opened.',
  'resources.lessons.noFile': 'No file has been attached yet, so it cannot be downloaded.',
} as const;

registerEnglish(resourceMessages);
