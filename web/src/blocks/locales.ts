// Each block keeps its labels beside it; they are merged under `blocks.<key>` (one line each).

import activityEn from './activity/locales/en.json';
import activityEs from './activity/locales/es.json';
import agendaEn from './agenda/locales/en.json';
import agendaEs from './agenda/locales/es.json';
import alertEn from './alert/locales/en.json';
import alertEs from './alert/locales/es.json';
import attendanceEn from './attendance/locales/en.json';
import attendanceEs from './attendance/locales/es.json';
import bookingActivitiesEn from './bookingActivities/locales/en.json';
import bookingActivitiesEs from './bookingActivities/locales/es.json';
import brochureEn from './brochure/locales/en.json';
import brochureEs from './brochure/locales/es.json';
import chainFoodEn from './chainFood/locales/en.json';
import chainFoodEs from './chainFood/locales/es.json';
import channelListEn from './channelList/locales/en.json';
import channelListEs from './channelList/locales/es.json';
import checkInEn from './checkIn/locales/en.json';
import checkInEs from './checkIn/locales/es.json';
import commercialEn from './commercial/locales/en.json';
import commercialEs from './commercial/locales/es.json';
import consultingEn from './consulting/locales/en.json';
import consultingEs from './consulting/locales/es.json';
import contactEn from './contact/locales/en.json';
import contactEs from './contact/locales/es.json';
import contentMessagesEn from './contentMessages/locales/en.json';
import contentMessagesEs from './contentMessages/locales/es.json';
import dfilesEn from './dfiles/locales/en.json';
import dfilesEs from './dfiles/locales/es.json';
import dividerEn from './divider/locales/en.json';
import dividerEs from './divider/locales/es.json';
import dropdownButtonEn from './dropdownButton/locales/en.json';
import dropdownButtonEs from './dropdownButton/locales/es.json';
import externalActivityEn from './externalActivity/locales/en.json';
import externalActivityEs from './externalActivity/locales/es.json';
import externalFoodMenuEn from './externalFoodMenu/locales/en.json';
import externalFoodMenuEs from './externalFoodMenu/locales/es.json';
import externalIntegrationEn from './externalIntegration/locales/en.json';
import externalIntegrationEs from './externalIntegration/locales/es.json';
import externalLinkEn from './externalLink/locales/en.json';
import externalLinkEs from './externalLink/locales/es.json';
import facebookEn from './facebook/locales/en.json';
import facebookEs from './facebook/locales/es.json';
import foodEn from './food/locales/en.json';
import foodEs from './food/locales/es.json';
import formEn from './form/locales/en.json';
import formEs from './form/locales/es.json';
import formCioEn from './formCio/locales/en.json';
import formCioEs from './formCio/locales/es.json';
import galleryEn from './gallery/locales/en.json';
import galleryEs from './gallery/locales/es.json';
import iconListEn from './iconList/locales/en.json';
import iconListEs from './iconList/locales/es.json';
import iconsEn from './icons/locales/en.json';
import iconsEs from './icons/locales/es.json';
import iframeEn from './iframe/locales/en.json';
import iframeEs from './iframe/locales/es.json';
import imageEn from './image/locales/en.json';
import imageEs from './image/locales/es.json';
import imageTranslateEn from './imageTranslate/locales/en.json';
import imageTranslateEs from './imageTranslate/locales/es.json';
import infotenEn from './infoten/locales/en.json';
import infotenEs from './infoten/locales/es.json';
import instagramEn from './instagram/locales/en.json';
import instagramEs from './instagram/locales/es.json';
import interactiveMapsEn from './interactiveMaps/locales/en.json';
import interactiveMapsEs from './interactiveMaps/locales/es.json';
import linkDomainEn from './linkDomain/locales/en.json';
import linkDomainEs from './linkDomain/locales/es.json';
import mapEn from './map/locales/en.json';
import mapEs from './map/locales/es.json';
import parrillaEn from './parrilla/locales/en.json';
import parrillaEs from './parrilla/locales/es.json';
import pdfEn from './pdf/locales/en.json';
import pdfEs from './pdf/locales/es.json';
import pdfTranslateEn from './pdfTranslate/locales/en.json';
import pdfTranslateEs from './pdfTranslate/locales/es.json';
import pollEn from './poll/locales/en.json';
import pollEs from './poll/locales/es.json';
import productEn from './product/locales/en.json';
import productEs from './product/locales/es.json';
import propertyEn from './property/locales/en.json';
import propertyEs from './property/locales/es.json';
import qAndAEn from './qAndA/locales/en.json';
import qAndAEs from './qAndA/locales/es.json';
import queueEn from './queue/locales/en.json';
import queueEs from './queue/locales/es.json';
import rcovidEn from './rcovid/locales/en.json';
import rcovidEs from './rcovid/locales/es.json';
import requestReservationEn from './requestReservation/locales/en.json';
import requestReservationEs from './requestReservation/locales/es.json';
import servaturEn from './servatur/locales/en.json';
import servaturEs from './servatur/locales/es.json';
import showEn from './show/locales/en.json';
import showEs from './show/locales/es.json';
import simpleTextEn from './simpleText/locales/en.json';
import simpleTextEs from './simpleText/locales/es.json';
import siteEn from './site/locales/en.json';
import siteEs from './site/locales/es.json';
import spaceEn from './space/locales/en.json';
import spaceEs from './space/locales/es.json';
import textEn from './text/locales/en.json';
import textEs from './text/locales/es.json';
import timelineEn from './timeline/locales/en.json';
import timelineEs from './timeline/locales/es.json';
import titleEn from './title/locales/en.json';
import titleEs from './title/locales/es.json';
import twitterEn from './twitter/locales/en.json';
import twitterEs from './twitter/locales/es.json';
import videoEn from './video/locales/en.json';
import videoEs from './video/locales/es.json';
import weatherEn from './weather/locales/en.json';
import weatherEs from './weather/locales/es.json';
import weeklyMenuEn from './weeklyMenu/locales/en.json';
import weeklyMenuEs from './weeklyMenu/locales/es.json';
import wifiEn from './wifi/locales/en.json';
import wifiEs from './wifi/locales/es.json';

export const blockLocales = {
  es: {
    title: titleEs,
    space: spaceEs,
    image: imageEs,
    iframe: iframeEs,
    alert: alertEs,
    gallery: galleryEs,
    video: videoEs,
    weather: weatherEs,
    map: mapEs,
    twitter: twitterEs,
    facebook: facebookEs,
    activity: activityEs,
    pdf: pdfEs,
    timeline: timelineEs,
    text: textEs,
    contact: contactEs,
    divider: dividerEs,
    show: showEs,
    site: siteEs,
    agenda: agendaEs,
    parrilla: parrillaEs,
    wifi: wifiEs,
    property: propertyEs,
    commercial: commercialEs,
    queue: queueEs,
    food: foodEs,
    linkDomain: linkDomainEs,
    form: formEs,
    product: productEs,
    pdfTranslate: pdfTranslateEs,
    externalLink: externalLinkEs,
    channelList: channelListEs,
    externalActivity: externalActivityEs,
    poll: pollEs,
    instagram: instagramEs,
    iconList: iconListEs,
    dropdownButton: dropdownButtonEs,
    dfiles: dfilesEs,
    rcovid: rcovidEs,
    imageTranslate: imageTranslateEs,
    chainFood: chainFoodEs,
    icons: iconsEs,
    consulting: consultingEs,
    brochure: brochureEs,
    infoten: infotenEs,
    bookingActivities: bookingActivitiesEs,
    externalFoodMenu: externalFoodMenuEs,
    attendance: attendanceEs,
    weeklyMenu: weeklyMenuEs,
    formCio: formCioEs,
    contentMessages: contentMessagesEs,
    servatur: servaturEs,
    interactiveMaps: interactiveMapsEs,
    requestReservation: requestReservationEs,
    checkIn: checkInEs,
    qAndA: qAndAEs,
    simpleText: simpleTextEs,
    externalIntegration: externalIntegrationEs,
  },
  en: {
    title: titleEn,
    space: spaceEn,
    image: imageEn,
    iframe: iframeEn,
    alert: alertEn,
    gallery: galleryEn,
    video: videoEn,
    weather: weatherEn,
    map: mapEn,
    twitter: twitterEn,
    facebook: facebookEn,
    activity: activityEn,
    pdf: pdfEn,
    timeline: timelineEn,
    text: textEn,
    contact: contactEn,
    divider: dividerEn,
    show: showEn,
    site: siteEn,
    agenda: agendaEn,
    parrilla: parrillaEn,
    wifi: wifiEn,
    property: propertyEn,
    commercial: commercialEn,
    queue: queueEn,
    food: foodEn,
    linkDomain: linkDomainEn,
    form: formEn,
    product: productEn,
    pdfTranslate: pdfTranslateEn,
    externalLink: externalLinkEn,
    channelList: channelListEn,
    externalActivity: externalActivityEn,
    poll: pollEn,
    instagram: instagramEn,
    iconList: iconListEn,
    dropdownButton: dropdownButtonEn,
    dfiles: dfilesEn,
    rcovid: rcovidEn,
    imageTranslate: imageTranslateEn,
    chainFood: chainFoodEn,
    icons: iconsEn,
    consulting: consultingEn,
    brochure: brochureEn,
    infoten: infotenEn,
    bookingActivities: bookingActivitiesEn,
    externalFoodMenu: externalFoodMenuEn,
    attendance: attendanceEn,
    weeklyMenu: weeklyMenuEn,
    formCio: formCioEn,
    contentMessages: contentMessagesEn,
    servatur: servaturEn,
    interactiveMaps: interactiveMapsEn,
    requestReservation: requestReservationEn,
    checkIn: checkInEn,
    qAndA: qAndAEn,
    simpleText: simpleTextEn,
    externalIntegration: externalIntegrationEn,
  },
} as const;
